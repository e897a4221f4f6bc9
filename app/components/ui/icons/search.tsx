import { icon, type IconProps } from "./icon";

export const Search = (p: IconProps) =>
  icon(
    p,
    <>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </>,
  );
