import { Heart } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Heart);
