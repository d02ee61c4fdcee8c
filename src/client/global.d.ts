/** Injected by vite.config.ts `define`: when the client was built (shown on /system-status). */
declare const __BUILD_TIME__: string;
