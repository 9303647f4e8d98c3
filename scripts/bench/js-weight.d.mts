export interface ScriptResponse {
  url: string;
  body: Buffer | string;
  /** Bytes the browser received for it (transfer size). */
  sentBytes: number;
}

export interface CountedScript {
  source: string;
  bytes: number;
  gzip: number;
  sent: number;
}

export interface JsCount {
  files: CountedScript[];
  gzip: number;
  sent: number;
  bytes: number;
}

export const JS_BUDGET_KB: number;
export const JS_CEILING_KB: number;
export function kb(bytes: number): number;
export function gzip9(content: Buffer | string): number;
export function isScriptResource(
  resourceType: string | undefined,
  mimeType: string | undefined,
): boolean;
export function inlineScripts(html: string): string[];
export function countJs(files: ScriptResponse[], inline: string[]): JsCount;
export function describeJs(count: JsCount): string;
