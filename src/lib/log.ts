import { http } from './http.js';

/** What /api/log receives: a message, free fields and the spec's description of the browser. */
export interface ClientLogEntry {
  message: string;
  fields: Record<string, unknown>;
  userAgent: string;
  platform: string;
  connectionType: string;
  vendor: string;
  language: string;
  cookieEnabled: boolean;
  pageAddress: string;
  windowSize: string;
}

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string; type?: string };
}

/** Describes the visitor's browser for a log entry (pure over the given window). */
export function describeBrowser(win: Window): Omit<ClientLogEntry, 'message' | 'fields'> {
  const nav = win.navigator as NavigatorWithConnection;
  // Lengths match what /api/log accepts, so an unusual browser still gets its crash reported.
  return {
    userAgent: nav.userAgent.slice(0, 512),
    platform: (nav.platform || 'unknown').slice(0, 100),
    connectionType: (nav.connection?.effectiveType ?? nav.connection?.type ?? 'unknown').slice(0, 50),
    vendor: (nav.vendor || 'unknown').slice(0, 100),
    language: (nav.language || 'unknown').slice(0, 35),
    cookieEnabled: nav.cookieEnabled,
    pageAddress: win.location.href.slice(0, 2048),
    windowSize: `${Math.min(Math.round(win.innerWidth), 99_999)}x${Math.min(Math.round(win.innerHeight), 99_999)}`,
  };
}

/** Builds the log entry for a crash: message plus name, stack and React component stack. */
export function errorLogEntry(error: unknown, win: Window, componentStack?: string | null): ClientLogEntry {
  const err = error instanceof Error ? error : new Error(String(error));
  return {
    message: err.message.slice(0, 2000),
    fields: {
      name: err.name,
      stack: (err.stack ?? '').slice(0, 6000),
      ...(componentStack ? { componentStack: componentStack.slice(0, 6000) } : {}),
    },
    ...describeBrowser(win),
  };
}

/** Sends a log entry; logging must never throw into the screen that reports a crash. */
export async function sendLog(entry: ClientLogEntry): Promise<boolean> {
  try {
    await http.post('/api/log', { json: entry });
    return true;
  } catch {
    return false;
  }
}
