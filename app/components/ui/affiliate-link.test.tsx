// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { AffiliateLink } from "./affiliate-link";

afterEach(cleanup);

describe("AffiliateLink", () => {
  it("links to the marketplace in a new tab with the sponsored rel", () => {
    render(<AffiliateLink href="https://www.amazon.com/dp/B0BHJJ9Y77?tag=shop-20">Buy</AffiliateLink>);
    const link = screen.getByRole("link", { name: /Buy/ });
    expect(link.getAttribute("href")).toBe("https://www.amazon.com/dp/B0BHJJ9Y77?tag=shop-20");
    expect(link.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it.each([
    "https://www.amazon.com@evil.example/",
    "https://evil.example/dp/B0BHJJ9Y77",
    "https://www.amazon.com.evil.example/",
    "javascript:alert(1)",
  ])("renders %j as plain text, never a link", (href) => {
    render(<AffiliateLink href={href}>Buy</AffiliateLink>);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Buy")).toBeTruthy();
  });
});
