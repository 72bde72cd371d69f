import { Landmark } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(Landmark);
