export const it: Record<string, string> = {
  'mobile-legends':
    'Il MOBA 5v5 per smartphone: scegli un eroe, fai squadra e spingi le corsie in partite da dieci minuti. I Diamanti sbloccano eroi, skin e il pass battaglia.',
  'free-fire':
    'Cinquanta giocatori si lanciano su un’isola remota e combattono per dieci minuti per restare gli ultimi in piedi. I Diamanti acquistano personaggi, animali da compagnia e l’Elite Pass.',
  'pubg-mobile':
    'Il battle royale originale su smartphone: cento giocatori, una mappa, un solo vincitore. Gli UC pagano il Royale Pass, outfit e finiture per le armi.',
  'genshin-impact':
    'Un action RPG open world attraverso le sette nazioni di Teyvat. I Genesis Crystals si convertono in Primogems per i desideri e il Battle Pass.',
  roblox:
    'Un codice digitale di una carta regalo Roblox, riscattabile in Robux da spendere in oggetti per l’avatar ed esperienze. Consegnato via e-mail dopo il pagamento.',
  valorant:
    'Uno sparatutto tattico 5v5 basato sui personaggi, in cui la precisione di tiro incontra le abilità uniche degli agenti. I Valorant Points acquistano skin per le armi e agenti.',
  'honor-of-kings':
    'Il MOBA per smartphone più giocato al mondo, con eroi tratti dalla leggenda. I Token acquistano eroi, skin e l’Honor Pass.',
  'call-of-duty-mobile':
    'Le classiche mappe multigiocatore di Call of Duty e un battle royale da 100 giocatori, pensati per il telefono. I CP acquistano il Battle Pass, gli operatori e i progetti delle armi.',
  'honkai-star-rail':
    'Un RPG a turni di fantasy spaziale a bordo dell’Astral Express. Gli Oneiric Shards si convertono in Stellar Jade per i salti e il pass «Nameless Honor».',
  'steam-wallet':
    'Un codice Steam Wallet che aggiunge credito a un account Steam per giochi, DLC e oggetti di gioco. Il codice arriva via e-mail dopo il pagamento.',
  'google-play': 'Un codice regalo Google Play per app, giochi, acquisti in-app, libri e film su Android. Riscattalo nel Play Store.',
  'wild-rift':
    'League of Legends ricostruito per smartphone: partite 5v5 veloci con controlli a doppio stick. I Wild Cores acquistano campioni, skin e il Wild Pass.',
  'brawl-stars':
    'Battaglie a squadre veloci da tre minuti con un cast di Brawler, ognuno con la sua Super. Le Gemme acquistano il Brawl Pass, skin e Brawler.',
  'clash-of-clans':
    'Costruisci un villaggio, addestra le truppe e attacca le basi degli altri giocatori con il tuo clan. Le Gemme velocizzano i costruttori e acquistano il Pass d’oro.',
  'clash-royale':
    'Duelli di carte in tempo reale: schiera truppe e incantesimi per abbattere la Torre del Re avversaria. Le Gemme acquistano bauli, il Pass Royale ed emote.',
  'zenless-zone-zero':
    'Un elegante gioco d’azione urban fantasy ambientato a New Eridu, dove ci si fa strada combattendo attraverso le Hollow. Il Monochrome si converte in Polychrome per le ricerche di segnale.',
  'razer-gold':
    'Un PIN Razer Gold che ricarica un portafoglio Razer Gold, accettato in migliaia di giochi e che fa guadagnare Razer Silver a ogni acquisto.',
  efootball:
    'Calcio free-to-play con club su licenza e leggende: crea un Dream Team e gioca partite online. Le Monete ingaggiano giocatori e acquistano pacchetti.',
  'arena-breakout':
    'Uno sparatutto extraction senza compromessi: fai incursioni, raccogli bottino ed esci vivo, o perdi ciò che avevi con te. I Bonds acquistano equipaggiamento, il pass battaglia e oggetti estetici.',
  'love-and-deepspace':
    'Un’avventura romantica fantascientifica in 3D: dai la caccia ai Wanderer e conosci gli uomini di Linkon City. I Diamanti acquistano i Deepspace Wishes e l’Aurum Pass.',
  'delta-force':
    'Battaglie su larga scala e operazioni di estrazione via terra, mare e aria. I Delta Coins acquistano skin per gli operatori e il pass di combattimento.',
  'magic-chess-go-go':
    'Un auto battler a otto giocatori con gli eroi di Mobile Legends: crea sinergie, piazza i tuoi pezzi e sopravvivi a tutta la lobby. I Diamanti acquistano comandanti e pass.',
  'teamfight-tactics':
    'Il gioco di strategia a round di Riot: scegli i campioni, costruisci la tua plancia e sfida sette avversari. Gli RP acquistano Piccole Leggende, arene e pass.',
  'stumble-guys':
    'Un party game a eliminazione per un massimo di 32 giocatori: corri, tuffati e inciampa lungo percorsi a ostacoli caotici. Le Gemme acquistano skin, emote e lo Stumble Pass.',
  'marvel-snap':
    'Un gioco di carte collezionabili veloce con eroi e cattivi Marvel; ogni partita dura tre minuti. L’Oro acquista il Season Pass e le varianti.',
  'sausage-man':
    'Un battle royale in stile cartoon in cui dei würstel si paracadutano, afferrano le armi e festeggiano fino alla vittoria. Le Caramelle acquistano outfit e il Gala Pass.',
  'lords-mobile':
    'Un gioco di strategia in tempo reale tra costruzione del regno, eroi e guerre tra gilde. I Diamanti velocizzano la costruzione e acquistano pacchetti eroe.',
  'ragnarok-x':
    'Il mondo classico di Ragnarok Online ricostruito come MMORPG per smartphone, con classi, gilde e cacce agli MVP. I Diamanti acquistano costumi e la tessera mensile.',
  'playstation-store':
    'Un codice PlayStation Store che aggiunge credito a un portafoglio PlayStation Network per giochi, contenuti aggiuntivi e PlayStation Plus.',
  'garena-shells':
    'Con le Garena Shells paghi oggetti nei giochi e nei servizi Garena del Sud-est asiatico e di Taiwan. Il PIN del voucher viene consegnato via e-mail.',
  'ea-sports-fc-mobile':
    'Crea il tuo Ultimate Team con migliaia di giocatori, club e campionati su licenza e sfida gli altri testa a testa. Gli FC Points acquistano pacchetti e il Season Pass.',
  'top-eleven':
    'Gestisci il tuo club di calcio: ingaggia giocatori, imposta la tattica, allena la rosa e gioca partite in diretta contro altri manager. I Token velocizzano allenamenti e trasferimenti.',
};
