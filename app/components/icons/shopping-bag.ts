import { ShoppingBag } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ShoppingBag);
