// Types of the JavaScript SDK for Strata providers (strata:provider@0.2.0).

export type PropertyType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'any';

/** An input, output or argument as the schema declares it. */
export interface PropertyDef {
  type?: PropertyType;
  description?: string;
  /** The resource cannot be created without it. */
  required?: boolean;
  /** A change of this input replaces the resource. */
  replaces?: boolean;
  /** A secret: kept encrypted in the state and redacted. */
  secret?: boolean;
  /** The value `check` fills in when the input is absent. */
  default?: unknown;
  /** The type of an array's items, or of an object's values. */
  items?: PropertyDef;
  /** An object's own properties. */
  properties?: Record<string, PropertyDef>;
}

/** What a call is given besides its arguments: the provider's settings (`configure`). */
export interface Context {
  config: Record<string, unknown>;
}

export interface Created<O> {
  id: string;
  outputs: O;
}

/** One resource type: its inputs and outputs, and what is done to make, read, change and
 * remove one. Every method runs synchronously; a thrown error fails the resource's step. */
export interface ResourceDef<I = any, O = any> {
  description?: string;
  inputs: Record<string, PropertyDef>;
  outputs?: Record<string, PropertyDef>;
  /** More checks than the schema's: throw a `CheckFailure` (or an array of them). */
  check?(inputs: I, olds: I | undefined, name: string): void;
  create(inputs: I, ctx: Context & { name: string }): Created<O>;
  /** What exists now (undefined if it is gone); by default, what the state says. */
  read?(id: string, inputs: I, outputs: O, ctx: Context): { id?: string; inputs?: I; outputs?: O } | undefined;
  /** Change it in place; without `update`, every change replaces the resource. */
  update?(id: string, olds: I, news: I, outputs: O, ctx: Context): O;
  delete?(id: string, inputs: I, outputs: O, ctx: Context): void;
  /** Look for one an interrupted create may have made. */
  find?(inputs: I, ctx: Context & { name: string }): Created<O> | undefined;
  /** Outputs in a preview (by default each declared output is unknown). */
  preview?(inputs: I, name: string): Partial<O>;
  /** Delete the old one before creating its replacement. */
  deleteBeforeReplace?: boolean;
}

export interface FunctionDef<A = any, R = any> {
  description?: string;
  args?: Record<string, PropertyDef>;
  result?: PropertyDef;
  run(args: A, ctx: Context): R;
}

export interface ProviderDef {
  /** Resource types by their full name, `package:Kind`. */
  resources?: Record<string, ResourceDef>;
  /** Functions by their full name, `package:name`. */
  functions?: Record<string, FunctionDef>;
  /** Check the provider's settings (`[providers.NAME.config]`); throw to refuse them. */
  configure?(config: Record<string, unknown>): void;
}

/** The object a provider component exports as `provider`. */
export interface ProviderExport {
  schema(): string;
}

export function defineProvider(def: ProviderDef): ProviderExport;
export function unknown(): { $strata: 'unknown' };
export function isUnknown(v: unknown): boolean;
export function hasUnknown(v: unknown): boolean;
export class CheckFailure {
  constructor(property: string, reason: string);
  property: string;
  reason: string;
}
