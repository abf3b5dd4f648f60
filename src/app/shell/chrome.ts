// The signed-in chrome as one lazy chunk: the side menu, the navbar, the missing-items modal and the
// alert stack are loaded together once, after the login screen (one request instead of four, and
// fewer ways for esbuild to split the code they share with the first load).
export { Sidebar } from '../navigation/Sidebar';
export { AlertArea } from '../../shared/ui/AlertArea';
export { MissingItemsModal } from './MissingItemsModal';
export { Navbar } from './Navbar';
