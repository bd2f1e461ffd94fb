import { contextBridge, ipcRenderer } from 'electron';
import { z } from 'zod';
import { createDesktopBridge } from './bridge';

// The page's CSP forbids eval; without this zod probes `new Function` and the probe is
// reported as a CSP violation even though zod recovers.
z.config({ jitless: true });

contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer));
