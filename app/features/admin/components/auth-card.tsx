import { useEffect, useRef, type ReactNode } from "react";

import { Lock } from "~/components/ui/icons/lock";

/** The card every signed-out admin page sits in: sign-in, second factor, password links. */
export function AuthCard({
  title,
  intro,
  focusTitle,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Move the focus to the heading when the card appears in place of another (a new step). */
  focusTitle?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <div className="container-page flex justify-center py-16">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-center gap-3">
          <span className="bg-brand-100 text-brand-800 grid size-10 shrink-0 place-items-center rounded-full">
            <Lock size={20} />
          </span>
          <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className="text-2xl font-bold focus:outline-none">
            {title}
          </h1>
        </div>
        {intro && <div className="mt-3 text-slate-700">{intro}</div>}
        {children}
      </div>
    </div>
  );
}
