import { icon, type IconProps } from "./icon";

export const Clock = (p: IconProps) =>
  icon(
    p,
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>,
  );
