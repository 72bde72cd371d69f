import { Shirt } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Shirt);
