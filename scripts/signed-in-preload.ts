/**
 * index.html's inline script that, when the session hint says this browser had a signed-in user,
 * modulepreloads Firebase Auth's chunks, listed by the build in a JSON data block: the chunk names
 * change with every build, the script does not, so its CSP hash stays.
 */
import { SESSION_HINT_KEY } from '../src/auth/session-hint.ts'

/** Firebase Auth, imported dynamically (src/auth/load-firebase.ts): at start-up for a returning
 *  signed-in user, in parallel with the entry; for a visitor once the page has settled. */
export const FIREBASE_AUTH_MODULE = 'src/auth/firebase-session.ts'

/** The id of the `<script type="application/json">` that lists the chunks' URLs. */
export const SIGNED_IN_PRELOAD_DATA_ID = 'signed-in-preload'

export const SIGNED_IN_PRELOAD_SCRIPT =
  `try{if(localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)})==="1")` +
  `for(const h of JSON.parse(document.getElementById(${JSON.stringify(SIGNED_IN_PRELOAD_DATA_ID)}).textContent)){` +
  `const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}}catch{}`
