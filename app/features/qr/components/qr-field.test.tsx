// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { QR_FORM_FIELDS } from "../form-fields";
import { QrField } from "./qr-field";

afterEach(cleanup);

describe("QrField", () => {
  it("offers a time zone that is not in the list (the shop's own) as itself, selected", () => {
    const field = QR_FORM_FIELDS.event.find((f) => f.name === "timeZone")!;
    render(
      <QrField
        field={field}
        id="qr-event-timeZone"
        value="America/Boise"
        invalid={false}
        errorId={undefined}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Time zone" }) as HTMLSelectElement;
    expect(select.value).toBe("America/Boise");
    expect(screen.getByRole("option", { name: "America/Boise" })).toBeTruthy();
  });
});
