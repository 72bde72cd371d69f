import { Quote } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Quote);
