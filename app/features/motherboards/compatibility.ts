import { FORM_FACTORS, type ComponentKind, type FormFactor, type MemoryType, type StorageInterface } from "./schema";

/** What a board offers that compatibility depends on. */
export interface BoardFit {
  socket: string;
  memoryType: MemoryType;
  formFactor: FormFactor;
  m2Slots: number;
}

/** What a component needs. Attributes that do not apply to its kind are null. */
export interface ComponentFit {
  kind: ComponentKind;
  socket: string | null;
  supportedSockets: string[] | null;
  memoryType: MemoryType | null;
  supportedFormFactors: string[] | null;
  storageInterface: StorageInterface | null;
}

const ATX_FAMILY: readonly string[] = FORM_FACTORS;

/**
 * The one place that decides whether a component belongs on a board's list. A component
 * missing the attribute its kind needs never fits: an incomplete row must not be shown as
 * compatible.
 */
export function fitsBoard(board: BoardFit, component: ComponentFit): boolean {
  switch (component.kind) {
    case "cpu":
      return component.socket !== null && component.socket === board.socket;
    case "cooler":
      return component.supportedSockets?.includes(board.socket) ?? false;
    case "memory":
      return component.memoryType !== null && component.memoryType === board.memoryType;
    case "case":
      return component.supportedFormFactors?.includes(board.formFactor) ?? false;
    case "gpu":
    case "psu":
      // Every ATX-family board has a PCIe x16 slot and takes a 24-pin ATX power supply.
      return ATX_FAMILY.includes(board.formFactor);
    case "storage":
      if (!ATX_FAMILY.includes(board.formFactor)) return false;
      if (component.storageInterface === "m2") return board.m2Slots > 0;
      return component.storageInterface === "sata";
  }
}

/** The components that fit, in the order given. */
export function selectCompatible<T extends ComponentFit>(board: BoardFit, components: readonly T[]): T[] {
  return components.filter((c) => fitsBoard(board, c));
}
