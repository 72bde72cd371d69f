import { Truck } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Truck);
