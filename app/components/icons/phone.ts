import { Phone } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Phone);
