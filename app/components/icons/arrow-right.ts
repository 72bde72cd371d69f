import { ArrowRight } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ArrowRight);
