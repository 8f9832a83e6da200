// Typed resources of the `local` provider, generated from its schema by
// `strata gen-sdk local --lang typescript`: do not edit (a test fails when it drifts).

import { Resource, type Input, type Output, type ResourceOptions } from '@strata/sdk';

/** The inputs of `local:File`. */
export interface FileArgs {
  /** The file's text. Default: `""`. */
  "content"?: Input<string>;
  /** Octal permission bits, at most 777. Default: `"644"`. */
  "mode"?: Input<string>;
  /** Relative path inside a directory granted to the provider. Required. A change replaces the resource. */
  "path": Input<string>;
}

/** `local:File`: A file with content and permission bits */
export class File extends Resource {
  constructor(name: string, args: FileArgs, opts?: ResourceOptions) {
    super("local:File", name, args, opts);
  }

  /** The file's text */
  get content(): Output<string> {
    return this.output("content");
  }

  /** Octal permission bits, at most 777 */
  get mode(): Output<string> {
    return this.output("mode");
  }

  /** Relative path inside a directory granted to the provider */
  get path(): Output<string> {
    return this.output("path");
  }

  /** SHA-256 of the content, hex */
  get sha256(): Output<string> {
    return this.output("sha256");
  }
}
