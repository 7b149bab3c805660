// The voice booking frame (001 §2 Assistant chat: 'Voice chat is available only on /new-booking and
// is shown in an embedded frame configured with agent settings and the firm code'; issue 18).
// curb-chat shows portal/voice/ in an iframe whose address carries the language, the voice and the
// firm code. The frame listens with the browser's speech recognition and answers with its speech
// synthesis where the browser has them, and takes typing where it has not; every turn goes to the
// same booking chat engine as the text chat (POST /chat/message). When the engine returns the
// reservation request, the frame posts it to the page (same origin only), which fills the stepper.
import { getApiClient } from '../../shared/api/src/index.ts';
import { TEXT_LIMITS, endpoints } from '../../shared/contracts/src/index.ts';
import { CHAT_ERROR_BUBBLE, VOICE_BOOKED_MESSAGE, pickVoice, readVoiceFrameUrl, type VoiceAgentConfig } from '../../shared/domain/src/index.ts';

/** The part of the Web Speech API's recognition this page uses (Chromium names it webkitSpeechRecognition). */
interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function recognitionConstructor(): SpeechRecognitionConstructor | null {
  const speech = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

function synthesis(): SpeechSynthesis | null {
  return 'speechSynthesis' in window && window.speechSynthesis && typeof SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
}

function meta(name: string, fallback: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? fallback;
}

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The voice page has no #${id}`);
  return element as T;
}

const status = byId<HTMLParagraphElement>('voice-status');
const log = byId<HTMLOListElement>('voice-log');
const form = byId<HTMLFormElement>('voice-form');
const input = byId<HTMLInputElement>('voice-input');
const speakButton = byId<HTMLButtonElement>('voice-speak');
const sendButton = byId<HTMLButtonElement>('voice-send');

const api = getApiClient(meta('curbside:api-base', ''), meta('curbside:api-key', 'curbside-demo-key'));
let guid: string | null = null;
let busy = false;
let done = false;

/** A bubble of the conversation, always as text (never HTML). */
function addBubble(from: 'user' | 'assistant', text: string, failed = false): void {
  const item = document.createElement('li');
  item.className = `from-${from}${failed ? ' failed' : ''}`;
  const who = document.createElement('span');
  who.className = 'visually-hidden';
  who.textContent = from === 'user' ? 'You: ' : 'Assistant: ';
  item.append(who, document.createTextNode(text));
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

function setControls(enabled: boolean): void {
  input.disabled = !enabled;
  sendButton.disabled = !enabled;
  speakButton.disabled = !enabled;
}

function speak(config: VoiceAgentConfig, text: string): void {
  const voices = synthesis();
  if (!voices) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = config.language;
  const voice = pickVoice(voices.getVoices(), config);
  if (voice) utterance.voice = voice;
  voices.cancel();
  voices.speak(utterance);
}

async function turn(config: VoiceAgentConfig, userInput: string): Promise<void> {
  busy = true;
  setControls(false);
  try {
    const reply = await api.call(endpoints.chat.message, { body: { guid, userInput } });
    guid = reply.guid;
    addBubble('assistant', reply.message);
    speak(config, reply.message);
    if (reply.reservationRequest) {
      done = true;
      status.textContent = 'Your ride is in the booking form.';
      parent.postMessage({ type: VOICE_BOOKED_MESSAGE, reservationRequest: reply.reservationRequest }, location.origin);
      return;
    }
  } catch {
    // 001 §8: a chat failure adds a bubble saying 'Error'.
    addBubble('assistant', CHAT_ERROR_BUBBLE, true);
  } finally {
    busy = false;
  }
  setControls(true);
}

function send(config: VoiceAgentConfig, text: string): void {
  const question = text.trim();
  if (busy || done || !question) return;
  if (question.length > TEXT_LIMITS.message) {
    status.textContent = `Keep it under ${TEXT_LIMITS.message} characters.`;
    return;
  }
  addBubble('user', question);
  void turn(config, question);
}

function listenWith(Recognition: SpeechRecognitionConstructor, config: VoiceAgentConfig, idle: string): void {
  speakButton.hidden = false;
  speakButton.addEventListener('click', () => {
    if (busy || done) return;
    synthesis()?.cancel();
    const recognition = new Recognition();
    recognition.lang = config.language;
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.maxAlternatives = 1;
    let heard = '';
    recognition.onresult = (event) => {
      heard = Array.from(event.results).filter((result) => result.isFinal).map((result) => result[0]?.transcript ?? '').join(' ').trim();
    };
    recognition.onerror = () => {
      status.textContent = 'I could not hear you. Try again, or type your request.';
    };
    recognition.onend = () => {
      speakButton.setAttribute('aria-pressed', 'false');
      if (heard) {
        status.textContent = idle;
        send(config, heard);
      }
    };
    speakButton.setAttribute('aria-pressed', 'true');
    status.textContent = 'Listening…';
    recognition.start();
  });
}

async function start(): Promise<void> {
  setControls(false);
  const config = readVoiceFrameUrl(location.search);
  if (!config) {
    status.textContent = 'This voice booking is not set up.';
    return;
  }
  document.documentElement.lang = config.language;
  let firmCode: string;
  try {
    firmCode = (await api.call(endpoints.users.userData)).user.firmCode;
  } catch {
    status.textContent = 'Sign in to book a car.';
    return;
  }
  // The frame is configured for one firm: it books for nobody else.
  if (firmCode.toLowerCase() !== config.firmCode.toLowerCase()) {
    status.textContent = 'This voice booking is set up for another firm.';
    return;
  }
  const Recognition = recognitionConstructor();
  const idle = Recognition ? 'Press Speak and tell me about the ride, or type it.' : 'Speech is not available in this browser: type your request.';
  status.textContent = idle;
  if (Recognition) listenWith(Recognition, config, idle);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value;
    input.value = '';
    send(config, text);
  });
  // 001 §2: the booking chat starts with an empty input to obtain its first message.
  await turn(config, '');
}

void start();
