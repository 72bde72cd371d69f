import { Star } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Star);
