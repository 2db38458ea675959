/** The sandbox the playground talks to, set by `npm start` (scripts/start.mjs). */
declare const __ENGAGEKIT_SANDBOX_URL__: string
/** Changes on every start of the sandbox, whose registered sessions live only as long as it runs. */
declare const __ENGAGEKIT_SANDBOX_RUN__: string
