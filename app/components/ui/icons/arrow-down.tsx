import { icon, type IconProps } from "./icon";

export const ArrowDown = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M12 5v14" />
      <path d="m19 12-7 7-7-7" />
    </>,
  );
