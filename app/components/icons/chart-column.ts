import { ChartColumn } from 'lucide';
import { lucideIcon } from './lucide-icon';

export default lucideIcon(ChartColumn);
