import type { EarlyRoute } from './route-modules';

/** The id of the `<template>` in index.html that holds a page's prerendered frame. */
export function earlyFrameId(route: EarlyRoute): string {
  return `early-frame-${route}`;
}
