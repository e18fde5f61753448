// Loaded after the page is interactive (LazyMotion's async features), so the animation engine
// is not in any page's first scripts. domMin: animate and exit, no gestures, drag or layout.
import { domMin } from 'framer-motion';

export default domMin;
