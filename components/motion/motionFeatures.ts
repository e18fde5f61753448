// Loaded on the learner's first touch or key (LazyMotion's async features, Motion.tsx), so the
// animation engine is in no page's first scripts. domMax: animations, exit animations and layout (layout, layoutId);
// the smaller domAnimation has no layout animations, which the tabs and the drill card use.
import { domMax } from 'framer-motion';

export default domMax;
