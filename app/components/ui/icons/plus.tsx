import { icon, type IconProps } from "./icon";

export const Plus = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </>,
  );
