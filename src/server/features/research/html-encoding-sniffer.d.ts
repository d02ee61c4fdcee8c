// html-encoding-sniffer ships no types: its one export, as its README documents it (v7).
declare module 'html-encoding-sniffer' {
  export default function htmlEncodingSniffer(
    bytes: Uint8Array,
    options?: {
      xml?: boolean;
      transportLayerEncodingLabel?: string | undefined;
      defaultEncoding?: string;
      maxPrescanBytes?: number;
    },
  ): string;
}
