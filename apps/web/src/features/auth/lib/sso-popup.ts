import { type Session, SSO_POPUP } from '@shortlist/contracts';
import { getErrorMessage } from '../../../lib/api-error.ts';
import { SIGN_IN_MESSAGES, type SignInFailure } from './sign-in-messages.ts';

/** spec 02 Login / §9: the popup variant's window and how often it is checked for closing. */
export const POPUP_WINDOW_NAME = 'shortlist-sso';
const POPUP_FEATURES = `width=${SSO_POPUP.width},height=${SSO_POPUP.height}`;

const MESSAGE_TYPE = 'shortlist:sso';

export type PopupResult = { ok: true; session: Session } | { ok: false; failure: SignInFailure };

type PopupMessage = { type: typeof MESSAGE_TYPE } & PopupResult;

/**
 * The state of the sign-in running in a popup. Browsers may clear a window's name on the way
 * through the provider, so the callback page recognises the popup by this instead.
 */
const POPUP_STATE_KEY = 'shortlist.sso_popup_state';

/** True in the /auth/callback page that the popup variant opened for this sign-in. */
export function isSignInPopup(state: string): boolean {
  return Boolean(window.opener) && Boolean(state) && localStorage.getItem(POPUP_STATE_KEY) === state;
}

/** From the popup's callback page: hands the result to the login page that opened it. */
export function reportToOpener(result: PopupResult): void {
  const message: PopupMessage = { type: MESSAGE_TYPE, ...result };
  (window.opener as Window | null)?.postMessage(message, window.location.origin);
}

/**
 * Opens the popup at once (inside the click, so it is not blocked), points it at the provider when
 * the URL arrives, and settles on the first of: a result posted by the callback page, the window
 * closed by the person ("Authentication cancelled"), or a failure to open it ("Popup blocked").
 */
export function signInWithPopup(authorizationUrl: Promise<string>): Promise<PopupResult> {
  const popup = window.open('about:blank', POPUP_WINDOW_NAME, POPUP_FEATURES);
  if (!popup) return Promise.resolve({ ok: false, failure: { message: SIGN_IN_MESSAGES.popupBlocked } });

  return new Promise<PopupResult>((resolve) => {
    let settled = false;
    const finish = (result: PopupResult) => {
      if (settled) return;
      settled = true;
      window.clearInterval(closedCheck);
      localStorage.removeItem(POPUP_STATE_KEY);
      window.removeEventListener('message', onMessage);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as PopupMessage | null;
      if (data?.type !== MESSAGE_TYPE) return;
      finish(data.ok ? { ok: true, session: data.session } : { ok: false, failure: data.failure });
      popup.close();
    };
    window.addEventListener('message', onMessage);
    const closedCheck = window.setInterval(() => {
      if (popup.closed) finish({ ok: false, failure: { message: SIGN_IN_MESSAGES.cancelled } });
    }, SSO_POPUP.closeCheckMs);

    authorizationUrl.then(
      (url) => {
        if (settled) return;
        localStorage.setItem(POPUP_STATE_KEY, new URL(url).searchParams.get('state') ?? '');
        popup.location.href = url;
      },
      (error: unknown) => {
        popup.close();
        finish({
          ok: false,
          failure: { message: SIGN_IN_MESSAGES.notInitialized, detail: getErrorMessage(error) },
        });
      },
    );
  });
}
