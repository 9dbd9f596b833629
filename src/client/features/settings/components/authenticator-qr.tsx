import { renderSVG } from "uqr";
import { t, tRich } from "@/client/i18n/t";

/**
 * The QR code an authenticator app scans, as an SVG image (the CSP allows data: images), and
 * the same secret as text for an app on the same phone, where nothing can be scanned.
 */
export function AuthenticatorQr({ totpURI }: { totpURI: string }) {
  const svg = renderSVG(totpURI, { border: 2 });
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        {t({
          id: "settings.authenticatorQr.scan",
          defaultMessage: "Scan this with your authenticator app, then enter the code it shows.",
        })}
      </p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={t({
          id: "settings.authenticatorQr.alt",
          defaultMessage: "QR code to add Tribe to your authenticator app",
        })}
        width={176}
        height={176}
        className="rounded border bg-white"
      />
      <p className="text-sm text-muted-foreground">
        {tRich(
          {
            id: "settings.authenticatorQr.typeKey",
            defaultMessage: "Or type this key into the app: <code>{secret}</code>",
          },
          {
            secret: secret.match(/.{1,4}/g)?.join(" "),
            code: (chunks) => (
              <code className="break-all font-mono text-foreground" data-testid="totp-secret">
                {chunks}
              </code>
            ),
          },
        )}
      </p>
    </div>
  );
}
