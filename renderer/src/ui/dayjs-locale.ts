// Month and weekday names in pt-BR for Mantine's date pickers, which format through dayjs. Each
// screen with a picker imports this, so only those screens download dayjs and its locale.
import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';

dayjs.locale('pt-br');
