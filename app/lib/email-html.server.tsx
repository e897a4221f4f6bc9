import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * An e-mail's HTML part as a whole document. React escapes every text and attribute it renders,
 * so nothing a visitor typed can become markup or a link of its own.
 */
export function emailDocument(title: string, body: ReactNode): string {
  return (
    "<!doctype html>" +
    renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <title>{title}</title>
        </head>
        <body style={{ fontFamily: "Arial, Helvetica, sans-serif", color: "#0f172a", lineHeight: 1.5 }}>{body}</body>
      </html>,
    )
  );
}

/** Label and value rows, the values as text or as a link. */
export function EmailFacts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <table cellPadding={4} style={{ borderCollapse: "collapse" }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th align="left" style={{ verticalAlign: "top", paddingRight: 16 }}>
              {label}
            </th>
            <td style={{ whiteSpace: "pre-wrap" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
