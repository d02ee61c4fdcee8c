import '#client/lib/zod-config.ts';
import './styles/globals.css';

/**
 * The entry point. Zod must be configured before any shared schema is built (lib/zod-config.ts), and
 * only a dynamic import guarantees that: with static imports the bundler may place the schemas in a
 * chunk that runs before this module's own code. So the entry holds the configuration and the styles,
 * and loads the app afterwards.
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const { mount } = await import('#client/app/mount.tsx');
mount(root);
