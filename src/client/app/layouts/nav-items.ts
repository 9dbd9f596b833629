import { DollarSign, Handshake, LayoutDashboard, Megaphone, Palette } from "lucide-react";

/** Sidebar items of spec §2, in order. */
export const NAV_ITEMS = [
  { label: "Overview", to: "/dashboard", icon: LayoutDashboard },
  { label: "HCC Manager", to: "/dashboard/hcc-manager", icon: Handshake },
  { label: "Logistics & Finances", to: "/dashboard/logistics", icon: DollarSign },
  { label: "Merch & Art", to: "/dashboard/merch", icon: Palette },
  { label: "Marketing & Virality", to: "/dashboard/marketing", icon: Megaphone },
] as const;
