import { useEffect, useState } from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';

/**
 * The otpauth:// URI as a QR code for authenticator apps. `qrcode` is loaded on demand (only people
 * enrolling need it) and renders an SVG, shown as an image (the CSP allows `data:` images).
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <div className="flex size-48 items-center justify-center rounded-lg border bg-white p-2">
      {src ? (
        <img src={src} alt={label} width={176} height={176} data-testid="totp-qr" />
      ) : (
        <Spinner label="Drawing the QR code" />
      )}
    </div>
  );
}
