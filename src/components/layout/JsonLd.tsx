import { serializeJsonLd } from "../../seo/jsonLd";

/** Structured data as an inline, non-executed `application/ld+json` script. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
