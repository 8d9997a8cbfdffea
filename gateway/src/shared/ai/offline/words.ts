// What the offline engine knows of each language it reads beyond English (issue 31): where a full stop
// does not end a sentence (abbreviations), how a share or an amount is written, the words of a research
// plan's own phrasing, and the words of a question asking for a figure. Language data, not messages:
// the engine writes nothing of it (its messages are in ./catalogue/).
import type { ThesisLanguage } from '@thesis-studio/domain';

export type ReadLanguage = Exclude<ThesisLanguage, 'en-GB' | 'en-US'>;

export interface LanguageWords {
  /** Abbreviations ending in a full stop that do not end a sentence (lower case, without the stop). */
  abbreviations: readonly string[];
  /** Whether a number with a full stop is an ordinal ("am 3. Mai"), not a sentence's end. */
  ordinalDot: boolean;
  /** Words after a number that make it a share ("31 Prozent"). */
  percent: readonly string[];
  /** Words after or before a number that make it an amount of money. */
  money: readonly string[];
  /** Words of a research plan's own phrasing: a passage sharing only these with a question does not bear on it. */
  scaffold: string;
  /** Words of a question asking for a figure: durations, amounts, shares, counts (see digest.ts). */
  asksFigure: readonly [duration: string, money: string, percent: string, count: string];
}

/** A list of words written as one line, as the scaffold is: 'z.b d.h usw'. */
const wordList = (words: string): readonly string[] => words.split(' ');

export const LANGUAGE_WORDS: Record<ReadLanguage, LanguageWords> = {
  de: {
    abbreviations: wordList(
      'z b d h u a nr dr prof bzw ca usw vgl ggf inkl zzgl evtl mio mrd abs s str jh jhd etc sog bspw max min std tsd',
    ),
    ordinalDot: true,
    percent: ['prozent', 'proz'],
    money: ['euro', 'eur', 'dollar', 'franken', 'chf'],
    scaffold:
      'was welche welcher welches wer wen warum wie wann wo beleg belege belegen zeigt zeigen frage ' +
      'fragen antwort antworten fakt fakten zahl zahlen beschreiben beschreibt option optionen offen ' +
      'abwägen fall stärkste stark these falsch schiefgehen früh signal meilenstein fortschritt ' +
      'entscheiden entschieden zuerst beste gestützt stützen schluss wahr halten teilfragen jetzt ' +
      'betreffen würde könnte sollte machen ja jede risiko risiken alternativen bestätigen widerlegen ' +
      'lage heute direkt zentral muss',
    asksFigure: [
      'lange dauer stunden tage wochen monate jahre zeit dauert',
      'viel kosten kostet preis gebühr gebühren betrag ausgaben umsatz',
      'prozent prozentsatz anteil quote rate',
      'viele anzahl zahl gesamt durchschnitt',
    ],
  },
  fr: {
    abbreviations: wordList(
      'm mm mme mmes mlle dr pr p pp env cf etc ex n no vol chap av bd st ste art al éd fig',
    ),
    ordinalDot: false,
    percent: ['pour cent', 'pourcent', 'pourcentage'],
    money: ['euro', 'euros', 'eur', 'dollar', 'dollars', 'franc', 'francs'],
    scaffold:
      'quoi quel quelle quels quelles qui pourquoi comment quand où preuve preuves montre montrent ' +
      'question questions réponse fait faits chiffre chiffres décrire décrit option options ouvert ' +
      'arbitrage cas fort forte thèse faux mal tourner tôt signal jalon progrès décider décidé ' +
      'd’abord meilleur étayé étayer conclusion vrai tenir sous-questions compter maintenant porter ' +
      'faudrait pourrait devrait faire oui chaque risque risques alternatives confirmer réfuter ' +
      'situation aujourd’hui directement central doit',
    asksFigure: [
      'longtemps durée heures jours semaines mois années temps dure',
      'combien coût coûte prix frais montant dépense dépenses chiffre d’affaires',
      'pourcentage pour cent part proportion taux',
      'nombre total moyenne moyen',
    ],
  },
  es: {
    abbreviations: wordList('sr sra srta dr dra p pp pág págs etc ej núm n vol cap aprox av ud uds art fig'),
    ordinalDot: false,
    percent: ['por ciento', 'porcentaje'],
    money: ['euro', 'euros', 'eur', 'dólar', 'dólares', 'peso', 'pesos'],
    scaffold:
      'qué cuál cuáles quién quiénes por qué cómo cuándo dónde prueba pruebas muestra muestran ' +
      'pregunta preguntas respuesta hecho hechos cifra cifras describir describe opción opciones ' +
      'abierto compensación caso fuerte tesis falso salir mal pronto señal hito progreso decidir ' +
      'decidido primero mejor respaldado respaldar conclusión cierto sostener subpreguntas importar ' +
      'ahora tendría podría debería hacer sí cada riesgo riesgos alternativas confirmar refutar ' +
      'situación hoy directamente central debe',
    asksFigure: [
      'cuánto tiempo duración horas días semanas meses años dura',
      'cuánto cuesta coste costo precio tarifa importe gasto ingresos',
      'porcentaje por ciento parte proporción tasa',
      'cuántos cuántas número cantidad total media promedio',
    ],
  },
  it: {
    abbreviations: wordList('sig sigg sig.ra dott prof ing avv p pp pag ecc es n nr vol cap art fig ca'),
    ordinalDot: false,
    percent: ['per cento', 'percento', 'percentuale'],
    money: ['euro', 'eur', 'dollaro', 'dollari'],
    scaffold:
      'che cosa cosa quale quali chi perché come quando dove prova prove mostra mostrano domanda ' +
      'domande risposta fatto fatti cifra cifre descrivere descrive opzione opzioni aperto ' +
      'compromesso caso forte tesi sbagliato andare storto presto segnale traguardo progresso ' +
      'decidere deciso prima migliore supportato sostenere conclusione vero reggere sottodomande ' +
      'contare ora dovrebbe potrebbe fare sì ogni rischio rischi alternative confermare confutare ' +
      'situazione oggi direttamente centrale deve',
    asksFigure: [
      'quanto tempo durata ore giorni settimane mesi anni dura',
      'quanto costa costo prezzo tariffa importo spesa ricavi',
      'percentuale per cento quota proporzione tasso',
      'quanti quante numero totale media',
    ],
  },
  nl: {
    abbreviations: wordList(
      'dhr mevr mr dr prof ir ing drs bijv bv o.a ca enz etc nr blz p pag vgl zgn m.b.t i.p.v resp art fig',
    ),
    ordinalDot: false,
    percent: ['procent', 'percent'],
    money: ['euro', 'eur', 'dollar'],
    scaffold:
      'wat welke welk wie waarom hoe wanneer waar bewijs toont tonen vraag vragen antwoord feit ' +
      'feiten cijfer cijfers beschrijven beschrijft optie opties open afweging geval sterkste sterk ' +
      'these fout misgaan vroeg signaal mijlpaal voortgang beslissen besloten eerst beste onderbouwd ' +
      'onderbouwen conclusie waar houden deelvragen nu zou kunnen moeten maken ja elk elke risico ' +
      'risico’s alternatieven bevestigen weerleggen situatie vandaag direct centraal moet',
    asksFigure: [
      'lang duur uren dagen weken maanden jaren tijd duurt',
      'veel kost kosten prijs tarief bedrag uitgaven omzet',
      'procent percentage aandeel deel ratio',
      'hoeveel aantal totaal gemiddelde gemiddeld',
    ],
  },
  pt: {
    abbreviations: wordList('sr sra dr dra prof p pp pág etc ex n nº vol cap av art fig aprox'),
    ordinalDot: false,
    percent: ['por cento', 'porcento', 'percentagem', 'porcentagem'],
    money: ['euro', 'euros', 'eur', 'real', 'reais', 'dólar', 'dólares'],
    scaffold:
      'que qual quais quem porque porquê como quando onde prova provas mostra mostram pergunta ' +
      'perguntas resposta facto fato factos fatos número números descrever descreve opção opções ' +
      'aberto compromisso caso forte tese errado correr mal cedo sinal marco progresso decidir ' +
      'decidido primeiro melhor sustentado sustentar conclusão verdade verdadeiro manter ' +
      'subperguntas importar agora teria poderia deveria fazer sim cada risco riscos alternativas ' +
      'confirmar refutar situação hoje diretamente central deve',
    asksFigure: [
      'quanto tempo duração horas dias semanas meses anos dura',
      'quanto custa custo preço taxa montante gasto receita',
      'percentagem porcentagem por cento parte proporção',
      'quantos quantas número quantidade total média',
    ],
  },
  pl: {
    abbreviations: wordList(
      'np m.in dr prof inż mgr hab ok tj tzn tzw itd itp por nr str s ul al godz r w wg zob mln mld tys zł proc',
    ),
    ordinalDot: true,
    percent: ['procent', 'procenta', 'procentów', 'proc'],
    money: ['zł', 'złotych', 'złote', 'pln', 'euro', 'eur', 'dolarów'],
    scaffold:
      'co jaki jaka jakie który która które kto dlaczego jak kiedy gdzie dowód dowody pokazuje ' +
      'pytanie pytania odpowiedź fakt fakty liczba liczby opisać opisuje opcja opcje otwarte ' +
      'kompromis przypadek najmocniejszy mocny teza błędny pójść źle wcześnie sygnał kamień milowy ' +
      'postęp zdecydować zdecydowano najpierw najlepiej poparty poprzeć wniosek prawda utrzymać ' +
      'podpytania znaczenie teraz musiałoby mogłoby powinno zrobić tak każdy ryzyko ryzyka ' +
      'alternatywy potwierdzić obalić sytuacja dziś bezpośrednio centralny musi',
    asksFigure: [
      'długo czas trwania godziny dni tygodnie miesiące lata trwa',
      'ile kosztuje koszt koszty cena opłata kwota wydatki przychody',
      'procent odsetek udział proporcja wskaźnik',
      'ile liczba łącznie średnia średnio',
    ],
  },
  sv: {
    abbreviations: wordList(
      't.ex bl.a d.v.s dvs m.m o.s.v osv etc ca cirka nr s dr prof kap fig jfr resp st kl',
    ),
    ordinalDot: false,
    percent: ['procent', 'procentenheter'],
    money: ['kronor', 'kr', 'sek', 'euro', 'eur', 'dollar'],
    scaffold:
      'vad vilken vilket vilka vem varför hur när var belägg bevis visar fråga frågor svar fakta ' +
      'faktum siffra siffror beskriva beskriver alternativ öppen avvägning fall starkaste stark tes ' +
      'fel gå snett tidig signal milstolpe framsteg besluta beslutat först bäst underbyggd stödja ' +
      'slutsats sann hålla delfrågor spela roll nu skulle kunna borde göra ja varje risk risker ' +
      'bekräfta motbevisa läge idag direkt central måste',
    asksFigure: [
      'länge tid varaktighet timmar dagar veckor månader år tar',
      'mycket kostar kostnad pris avgift belopp utgifter intäkter',
      'procent andel proportion takt',
      'många antal totalt genomsnitt',
    ],
  },
};
