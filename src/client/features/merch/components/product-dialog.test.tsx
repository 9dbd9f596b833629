import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MerchProduct } from "@/domain/merch/products";
import { renderWithQuery } from "../../../../../tests/support/render-with-query";
import { ProductDialog } from "./product-dialog";
import { ProductsTab } from "./products-tab";

const product: MerchProduct = {
  id: "p1",
  name: "Owl tee",
  type: "t-shirt",
  status: "ready",
  designProjectId: null,
  designTitle: null,
  partnerId: null,
  partnerName: null,
  currency: "USD",
  price: "35.00",
  unitCost: "14.50",
  variants: [{ id: "v1", label: "M", stock: 20, sold: 0 }],
  createdAt: "2027-01-01T00:00:00.000Z",
};

describe("a product's margin", () => {
  it("reads the same, to the cent, in the form and on the card", async () => {
    const noop = () => {};
    renderWithQuery(
      <>
        <ProductsTab
          products={[product]}
          onCreate={noop}
          onEdit={noop}
          onDelete={noop}
          onCounts={noop}
        />
        <ProductDialog open onOpenChange={noop} product={product} />
      </>,
    );
    expect(await screen.findByText("Margin per unit: $20.50 (59%)")).toBeInTheDocument();
    expect(screen.getByText("$20.50 (59%)")).toBeInTheDocument();
    expect(screen.queryByText(/\$21\b/)).not.toBeInTheDocument();
  });
});

describe("a product in pounds (issue 41)", () => {
  it("shows its price, cost and margin in pounds, and the dialog labels each amount GBP", async () => {
    const noop = () => {};
    const uk: MerchProduct = { ...product, currency: "GBP", price: "25.00", unitCost: "9.00" };
    renderWithQuery(
      <>
        <ProductsTab
          products={[uk]}
          onCreate={noop}
          onEdit={noop}
          onDelete={noop}
          onCounts={noop}
        />
        <ProductDialog open onOpenChange={noop} product={uk} />
      </>,
    );
    expect(await screen.findByText("Margin per unit: £16.00 (64%)")).toBeInTheDocument();
    expect(screen.getByText("£25.00")).toBeInTheDocument();
    expect(screen.getByText("£9.00")).toBeInTheDocument();
    expect(screen.getByLabelText("Price (GBP)")).toHaveValue(25);
    expect(screen.getByLabelText("Unit cost (GBP)")).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });
});

describe("a new product", () => {
  it("starts in the home currency (USD until Settings says otherwise), shown in the select", async () => {
    renderWithQuery(<ProductDialog open onOpenChange={() => {}} product={null} />);
    expect(await screen.findByLabelText("Price (USD)")).toBeInTheDocument();
    expect(screen.getByLabelText("Currency")).toHaveTextContent("USD · US Dollar");
  });
});
