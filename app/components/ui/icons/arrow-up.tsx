import { icon, type IconProps } from "./icon";

export const ArrowUp = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="m5 12 7-7 7 7" />
      <path d="M12 19V5" />
    </>,
  );
