// Types of the Strata SDK for JavaScript and TypeScript (see index.js).

/** A value, or an Output of it. */
export type Input<T> = T | Output<T>;

/** A value that may not be known yet; secret values stay secret through `apply`. */
export declare class Output<T> {
  private constructor(json: unknown);
  static known<T>(v: T): Output<T>;
  static secret<T>(v: T): Output<T>;
  /** Computed once this value is known (in a preview it may never run). */
  apply<U>(f: (v: T) => U): Output<U>;
  toJSON(): unknown;
}

export declare function output<T>(v: Input<T>): Output<T>;

/** One Output of a list of values and Outputs, known when all of them are. */
export declare function all<T extends readonly unknown[]>(
  values: [...{ [K in keyof T]: Input<T[K]> }],
): Output<T>;

/** A string of text and values, made once they are known. */
export declare function interpolate(
  strings: TemplateStringsArray,
  ...values: Input<unknown>[]
): Output<string>;

/**
 * Resource options: every option of strata:program@0.3.0, and no other. TypeScript refuses
 * another name in an object literal; whatever reaches the SDK (options held in a variable, or
 * from JavaScript) is checked again when the resource is declared, and a name that is no
 * option is refused with the one meant (`protcet`: did you mean `protect`?).
 */
export interface ResourceOptions {
  dependsOn?: readonly Resource[];
  /** Unset: as its parent is (a child inherits protect, provider and deletedWith). */
  protect?: boolean;
  deleteBeforeReplace?: boolean;
  /** In seconds. */
  customTimeouts?: CustomTimeouts;
  ignoreChanges?: readonly string[];
  replaceOnChanges?: readonly string[];
  retainOnDelete?: boolean;
  deletedWith?: Resource;
  additionalSecretOutputs?: readonly string[];
  /** Adopt the existing resource with this id. */
  import?: string;
  /** Earlier URNs of the resource (its type may differ: a type its provider renamed). */
  aliases?: readonly string[];
  parent?: Resource | Component;
  /** A provider instance (`[providers.NAME]`) other than the one named after the type. */
  provider?: string;
  /** Replace the resource whenever this value changes from the one recorded. */
  replacementTrigger?: Input<unknown>;
  /** Replace the resource whenever one of these is replaced. */
  replaceWith?: readonly Resource[];
}

/** How long each operation of a resource may take, in seconds (and no other key). */
export interface CustomTimeouts {
  create?: number;
  update?: number;
  delete?: number;
}

/** A stack reference's options: the resource options, and the backend the stack is kept in. */
export interface StackReferenceOptions extends ResourceOptions {
  /** The `[backends]` entry of the project file that keeps that stack, if not this stack's backend. */
  backend?: string;
}

export declare class Resource {
  readonly handle: number;
  readonly type: string;
  readonly name: string;
  constructor(type: string, name: string, args?: object, opts?: ResourceOptions);
  output<T = unknown>(name: string): Output<T>;
}

export declare class Component {
  readonly handle: number;
  constructor(type: string, name: string, opts?: ResourceOptions);
  registerOutputs(outputs: Record<string, unknown>): void;
  output<T = unknown>(name: string): Output<T>;
}

/** Another stack's outputs, and nothing else of its state. */
export declare class StackReference extends Resource {
  constructor(name: string, stack: string, opts?: StackReferenceOptions);
  getOutput<T = unknown>(name: string): Output<T>;
}

export declare function invoke<T = unknown>(fn: string, args?: Record<string, unknown>): Output<T>;

export declare const config: {
  /** A plain value, or undefined; a secret throws: read it with `getSecret`. */
  get(key: string): string | undefined;
  require(key: string): string;
  getNumber(key: string): number | undefined;
  getBoolean(key: string): boolean | undefined;
  getSecret(key: string): Output<string> | undefined;
  requireSecret(key: string): Output<string>;
};

export declare function previousOutputs(): Record<string, unknown> | undefined;
export declare function project(): string;
export declare function stack(): string;

export declare const log: ((message: unknown) => void) & {
  debug(message: unknown): void;
  info(message: unknown): void;
  warn(message: unknown): void;
  error(message: unknown): void;
};

/** The program's export: `export const program = defineProgram(() => ({ ...outputs }))`. */
export declare function defineProgram(
  main: () => Record<string, unknown> | void,
): {
  run(): void;
  resolve(id: number, values: string): string;
};
