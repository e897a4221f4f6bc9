import { useEffect, useRef, useState, type PointerEvent } from "react";

import { Button } from "~/components/ui/button";
import { FormField, controlProps } from "~/components/ui/form-field";
import { SIGNATURE_BOX, SIGNATURE_MAX_LENGTH, pathToStrokes, strokesToPath, type SignaturePoint } from "~/lib/signature-path";

import { INTAKE_LIMITS } from "../intake";

const { width: W, height: H } = SIGNATURE_BOX;
/** A point is at most "L600 200" (8 characters): this many keep the path within its limit. */
const MAX_POINTS = Math.floor(SIGNATURE_MAX_LENGTH / 8) - 8;
/** Points closer than this to the last one add nothing a reader could see. */
const MIN_STEP = 2;

function paint(canvas: HTMLCanvasElement | null, strokes: readonly SignaturePoint[][]) {
  const context = canvas?.getContext("2d");
  if (!context) return;
  context.clearRect(0, 0, W, H);
  context.lineWidth = 3;
  context.lineCap = "round";
  context.lineJoin = "round";
  context.strokeStyle = "#0f172a";
  for (const stroke of strokes) {
    context.beginPath();
    stroke.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    if (stroke.length === 1) context.lineTo(stroke[0]![0], stroke[0]![1]);
    context.stroke();
  }
}

/**
 * The drawing pad: a canvas the customer signs with a finger, a mouse or a pen. What they draw is
 * kept as path data (see lib/signature-path) in the hidden field `name`; Clear empties both.
 */
function SignaturePad({
  id,
  name,
  initialPath,
  describedBy,
  onChange,
}: {
  id: string;
  name: string;
  initialPath: string;
  describedBy: string;
  onChange: (path: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<SignaturePoint[][]>(pathToStrokes(initialPath));
  const active = useRef<number | null>(null);
  const [path, setPath] = useState(() => strokesToPath(strokes.current));
  const [full, setFull] = useState(false);

  // A signature sent back with a refused form is drawn again; an empty pad needs no drawing.
  useEffect(() => {
    if (strokes.current.length > 0) paint(canvas.current, strokes.current);
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): SignaturePoint => {
    const box = event.currentTarget.getBoundingClientRect();
    const sx = box.width > 0 ? W / box.width : 1;
    const sy = box.height > 0 ? H / box.height : 1;
    return [(event.clientX - box.left) * sx, (event.clientY - box.top) * sy];
  };
  const pointCount = () => strokes.current.reduce((n, s) => n + s.length + 1, 0);
  const commit = () => {
    const next = strokesToPath(strokes.current);
    setPath(next);
    onChange(next);
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== null) return;
    if (pointCount() >= MAX_POINTS) {
      setFull(true);
      return;
    }
    event.preventDefault();
    active.current = event.pointerId;
    try {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the stroke still ends on pointerup.
    }
    strokes.current.push([pointOf(event)]);
    paint(canvas.current, strokes.current);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== event.pointerId) return;
    const stroke = strokes.current[strokes.current.length - 1]!;
    const [x, y] = pointOf(event);
    const [lx, ly] = stroke[stroke.length - 1]!;
    if (Math.hypot(x - lx, y - ly) < MIN_STEP) return;
    if (pointCount() >= MAX_POINTS) {
      setFull(true);
      return;
    }
    stroke.push([x, y]);
    paint(canvas.current, strokes.current);
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (active.current !== event.pointerId) return;
    active.current = null;
    commit();
  };
  const clear = () => {
    strokes.current = [];
    active.current = null;
    setFull(false);
    paint(canvas.current, strokes.current);
    commit();
  };

  return (
    <div className="mt-2 grid gap-2">
      <canvas
        ref={canvas}
        id={`${id}-pad`}
        width={W}
        height={H}
        role="img"
        aria-label={path ? "Signature pad, signed" : "Signature pad, empty"}
        aria-describedby={describedBy}
        className="block aspect-[3/1] w-full max-w-xl cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <input type="hidden" name={name} value={path} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" onClick={clear}>
          Clear signature
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {full ? "The box is full: clear it to sign again." : path ? "Signed in the box." : ""}
        </p>
      </div>
    </div>
  );
}

/**
 * The customer's signature: a pad to draw on and, always there, their full name typed instead
 * (the only way without JavaScript, so the pad appears only once the page's script runs). The
 * server takes either; `error` says when neither was given.
 */
export function SignatureField({
  id,
  legend,
  hint,
  pathName,
  nameName,
  initialPath = "",
  initialName = "",
  error,
}: {
  id: string;
  legend: string;
  hint?: string;
  /** The hidden field of the drawn path; the name field's name. */
  pathName: string;
  nameName: string;
  initialPath?: string;
  initialName?: string;
  error?: string;
}) {
  const [scripted, setScripted] = useState(false);
  const [drawn, setDrawn] = useState(initialPath !== "");
  useEffect(() => setScripted(true), []);
  const nameId = `${id}-name`;

  return (
    <FormField
      id={id}
      layout="group"
      label={legend}
      hint={
        scripted
          ? `${hint ? `${hint} ` : ""}Sign in the box with a finger, mouse or pen, or type the full name below.`
          : (hint ?? "Type the full name: it stands as the signature.")
      }
      error={error}
    >
      {scripted && (
        <SignaturePad
          id={id}
          name={pathName}
          initialPath={initialPath}
          describedBy={`${id}-hint`}
          onChange={(p) => setDrawn(p !== "")}
        />
      )}
      <div className="mt-3 max-w-md">
        <label htmlFor={nameId} className="block font-semibold text-slate-900">
          {scripted ? "Type your full name instead" : "Type your full name to sign"}
          {scripted && drawn && <span className="font-normal text-slate-700"> (not needed: signed in the box)</span>}
        </label>
        <input
          {...controlProps(nameId, { error })}
          aria-describedby={error ? `${id}-error` : undefined}
          name={nameName}
          autoComplete="off"
          maxLength={INTAKE_LIMITS.signedName}
          defaultValue={initialName}
        />
      </div>
    </FormField>
  );
}
