// Registers happy-dom's window, document and DOM classes as globals (idempotent).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!GlobalRegistrator.isRegistered) {
  GlobalRegistrator.register({ url: 'http://localhost/', width: 1280, height: 800 });
}

// Tells React that this environment wraps updates in act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
