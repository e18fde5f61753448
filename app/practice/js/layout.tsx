import { practiceLayout } from '@/components/practice/practiceRoute';

export default practiceLayout('/practice/js');
