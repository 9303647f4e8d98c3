import { getSettings, subscribeSettings } from '../../lib/settings-store';
import { isHeld, letGoOfFocus } from './toast-focus';

export type NoticeTone = 'info' | 'success' | 'error';

type NoticeAction = { label: string; onClick: () => void };

export type Notice = {
  message: string;
  tone?: NoticeTone;
  action?: NoticeAction;
  /**
   * What the notice is news of (`wish:<packageId>`): it replaces the last notice about the same,
   * so "added to your wish list" and "removed from your wish list" do not both stay on screen.
   */
  about?: string;
  /**
   * The user whose data the action changes (an Undo): it acts only while Settings shows them, and
   * its toast goes once Settings shows another. Left out for an action on nothing of a user's
   * (copy a sticker's link).
   */
  forUser?: string;
};

let asked = false;
const noticeListeners = new Set<() => void>();
// The toast showing the latest notice about each subject, while it shows.
const latestAbout = new Map<string, string>();
let noticeCount = 0;

/**
 * Calls `listener` on every notice asked for from now on, and at once if one has been: the
 * toast region loads sonner then, if it has not yet.
 */
export function onNotice(listener: () => void): () => void {
  if (asked) listener();
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** How many toasts the region shows at once, the newest; older ones wait out of sight. */
export const VISIBLE_TOASTS = 4;

// The toasts on screen or waiting out of sight, oldest first.
const showing: string[] = [];
// Toasts offering an action on a user's data (an Undo), by toast id: that user.
const userActionToasts = new Map<string, string>();
let stopWatchingUser: (() => void) | undefined;

const inSight = (id: string) => showing.indexOf(id) >= showing.length - VISIBLE_TOASTS;

// Each toast's duration as last given to sonner.
const durations = new Map<string, number>();

/**
 * sonner keeps a renewed toast's remaining time (cut by every pause under the pointer) and starts
 * it afresh only when its duration changes: a renewal alternates it by 1 ms.
 */
function durationOf(id: string, base: number, renewed: boolean): number {
  const duration = renewed && durations.get(id) === base ? base + 1 : base;
  durations.set(id, duration);
  return duration;
}

// Each toast on screen: its time, and how to give it to sonner again with another duration.
const reissues = new Map<string, { base: number; show: (duration: number) => void }>();

/** The toast holding keyboard focus keeps still; given its full time again once focus leaves. */
export function holdToast(id: string, holding: boolean): void {
  const toast = reissues.get(id);
  toast?.show(holding ? Infinity : durationOf(id, toast.base, true));
}

/** The toast has gone (closed, its time up, or its action pressed, which sonner reports not). */
function forget(id: string, subject: string | undefined) {
  durations.delete(id);
  reissues.delete(id);
  const at = showing.indexOf(id);
  if (at >= 0) showing.splice(at, 1);
  userActionToasts.delete(id);
  if (subject !== undefined && latestAbout.get(subject) === id) latestAbout.delete(subject);
}

/** Once Settings shows another user, the toasts offering the last one's Undo go. */
function dismissOtherUsersActions() {
  const shown = getSettings().userId;
  const others = [...userActionToasts].filter(([, userId]) => userId !== shown);
  if (others.length === 0) return;
  for (const [id] of others) userActionToasts.delete(id);
  void import('./toaster').then(({ toast }) => {
    for (const [id] of others) {
      letGoOfFocus(id);
      toast.dismiss(id);
    }
  }, reportUnshown);
}

/**
 * Shows a notice in the toast region; Undo-style actions stay longer, to be read and reached.
 *
 * A notice about a subject replaces the last one about it with a new toast: a toast whose Undo
 * was just pressed is still leaving (for 200 ms), and a notice put in it would leave with it.
 * One without a subject or an action is about its own words: the same again while its toast is
 * in sight (two lists failing to refresh for one reason) renews that toast in place, announced
 * once and keeping focus; out of sight (behind four newer) or leaving, it is a new toast.
 */
export function notify({ message, tone = 'info', action: offered, about, forUser }: Notice): void {
  asked = true;
  noticeListeners.forEach((listener) => listener());
  const subject = about ?? (offered ? undefined : `words:${message}`);
  const last = subject === undefined ? undefined : latestAbout.get(subject);
  const renewed = about === undefined && last !== undefined && inSight(last);
  const id = renewed ? last : `${subject ?? 'action'}#${++noticeCount}`;
  const replaced = renewed ? undefined : last;
  // The toast replaced goes now (sonner reports it gone only after its exit): it no longer counts
  // among the toasts in sight.
  if (replaced !== undefined) forget(replaced, undefined);
  if (subject !== undefined) latestAbout.set(subject, id);
  if (!renewed) showing.push(id);
  // The toast this one pushes out of sight, behind four newer ones.
  const pushedOut = renewed ? undefined : showing.at(-VISIBLE_TOASTS - 1);
  if (offered && forUser !== undefined) {
    userActionToasts.set(id, forUser);
    stopWatchingUser ??= subscribeSettings(dismissOtherUsersActions);
  }
  // An action on a user's data acts only while Settings shows them (its toast may still be
  // leaving when pressed).
  const action = offered && {
    ...offered,
    onClick: () => {
      letGoOfFocus(id);
      forget(id, subject);
      if (forUser === undefined || getSettings().userId === forUser) offered.onClick();
    },
  };
  // A toaster that subscribes after the toast was raised is shown the toasts still active.
  // sonner's `toast` comes through the toaster's own chunk, which loads with the page: a chunk of
  // its own would still be unfetched when the service (which serves the app too) goes away.
  void import('./toaster').then(({ toast }) => {
    if (replaced !== undefined) {
      letGoOfFocus(replaced, { replaced: true });
      toast.dismiss(replaced);
    }
    const gone = () => {
      letGoOfFocus(id);
      forget(id, subject);
    };
    const show = (duration: number) => {
      const options = { duration, action, id, testId: id, onDismiss: gone, onAutoClose: gone };
      if (tone === 'success') toast.success(message, options);
      else if (tone === 'error') toast.error(message, options);
      else toast(message, options);
    };
    const base = action ? 8000 : 5000;
    // One replaced by a later notice before sonner loaded is not given again.
    if (showing.includes(id)) reissues.set(id, { base, show });
    show(isHeld(id) ? Infinity : durationOf(id, base, renewed));
    // No one can see it: focus goes back, and its time runs again.
    if (pushedOut !== undefined && isHeld(pushedOut)) {
      letGoOfFocus(pushedOut);
      holdToast(pushedOut, false);
    }
  }, reportUnshown);
}

/**
 * Forgets every toast, as a new toaster starts with none: sonner reports nothing of the toasts of
 * a toaster that unmounted (the tests' pages).
 */
export function forgetNotices(): void {
  showing.length = 0;
  latestAbout.clear();
  durations.clear();
  reissues.clear();
  userActionToasts.clear();
}

// Offline before sonner ever loaded: the notice cannot be shown; say so where a developer looks.
function reportUnshown(cause: unknown) {
  console.warn('A notice could not be shown: its code did not load.', cause);
}
