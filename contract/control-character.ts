// C0 controls (NUL, tab, newline…), DEL and C1 controls: no request parameter may carry them.
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
