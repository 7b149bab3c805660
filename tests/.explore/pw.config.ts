import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '.', timeout: 120000, reporter: [['list']], use: { baseURL: 'http://localhost:18091', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] } } });
