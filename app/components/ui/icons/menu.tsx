import { icon, type IconProps } from "./icon";

export const Menu = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </>,
  );
