export const ro: Record<string, string> = {
  'mobile-legends':
    'MOBA-ul 5v5 pentru mobil: alege un erou, formează o echipă și împinge pe culoare în meciuri de zece minute. Diamantele deblochează eroi, skinuri și battle pass-ul.',
  'free-fire':
    'Cincizeci de jucători aterizează pe o insulă izolată pentru o luptă de zece minute, în care câștigă ultimul rămas în picioare. Cu diamante cumperi personaje, animăluțe și Elite Pass.',
  'pubg-mobile':
    'Battle royale-ul original pe mobil: o sută de jucători, o hartă, un singur câștigător. Cu UC plătești Royale Pass, ținute și skinuri pentru arme.',
  'genshin-impact':
    'Un RPG de acțiune cu lume deschisă, prin cele șapte națiuni din Teyvat. Genesis Crystals se convertesc în Primogems pentru dorințe și Battle Pass.',
  roblox:
    'Un cod digital de card cadou Roblox, care se valorifică pentru Robux de folosit pe obiecte pentru avatar și experiențe. Codul sosește prin e-mail după plată.',
  valorant:
    'Un shooter tactic 5v5 bazat pe personaje, în care ochirea precisă se îmbină cu abilitățile unice ale agenților. Cu Valorant Points cumperi skinuri pentru arme și agenți.',
  'honor-of-kings': 'Cel mai jucat MOBA pe mobil din lume, cu eroi inspirați din legende. Cu tokenuri cumperi eroi, skinuri și Honor Pass.',
  'call-of-duty-mobile':
    'Hărțile multiplayer clasice din Call of Duty și un battle royale pentru 100 de jucători, create pentru telefon. Cu CP cumperi Battle Pass, operatori și blueprinturi de arme.',
  'honkai-star-rail':
    'Un RPG spațial fantasy pe ture, la bordul Astral Express. Oneiric Shards se convertesc în Stellar Jade pentru warpuri și pass-ul Nameless Honor.',
  'steam-wallet':
    'Un cod Steam Wallet care adaugă fonduri într-un cont Steam pentru jocuri, DLC-uri și obiecte din joc. Codul sosește prin e-mail după plată.',
  'google-play':
    'Un cod cadou Google Play pentru aplicații, jocuri, achiziții în aplicații, cărți și filme pe Android. Valorifică-l în Magazin Play.',
  'wild-rift':
    'League of Legends reconstruit pentru mobil: meciuri 5v5 rapide, cu control prin două joystickuri. Cu Wild Cores cumperi campioni, skinuri și Wild Pass.',
  'brawl-stars':
    'Bătălii rapide în echipă, de trei minute, cu o gașcă de Brawleri, fiecare cu propriul super. Cu nestemate cumperi Brawl Pass, skinuri și Brawleri.',
  'clash-of-clans':
    'Construiește un sat, antrenează trupe și atacă bazele altor jucători alături de clanul tău. Nestematele grăbesc constructorii și cumpără Gold Pass.',
  'clash-royale':
    'Dueluri de cărți în timp real: trimite trupe și vrăji ca să dărâmi Turnul Regelui al adversarului. Cu nestemate cumperi cufere, Pass Royale și emote-uri.',
  'zenless-zone-zero':
    'Un joc de acțiune stilat, urban fantasy, plasat în New Eridu, în care îți croiești drum prin Hollows. Monochrome se convertește în Polychrome pentru căutări de semnal.',
  'razer-gold':
    'Un PIN Razer Gold care reîncarcă un portofel Razer Gold, acceptat în mii de jocuri, cu Razer Silver câștigat la fiecare achiziție.',
  efootball:
    'Fotbal free-to-play cu cluburi și legende licențiate: construiește-ți un Dream Team și joacă meciuri online. Cu monede transferi jucători și cumperi pachete.',
  'arena-breakout':
    'Un extraction shooter hardcore: fă raiduri, adună pradă și ieși viu, altfel pierzi tot ce ai adus cu tine. Cu Bonds cumperi echipament, battle pass și obiecte cosmetice.',
  'love-and-deepspace':
    'O aventură romantică SF în 3D: vânează Wanderers și cunoaște-i pe bărbații din Linkon City. Cu diamante cumperi Deepspace Wishes și Aurum Pass.',
  'delta-force':
    'Război la scară largă și operațiuni de extracție pe uscat, pe mare și în aer. Cu Delta Coins cumperi skinuri pentru operatori și pass-ul de luptă.',
  'magic-chess-go-go':
    'Un auto battler pentru opt jucători, cu eroii din Mobile Legends: creează sinergii, plasează-ți piesele și rezistă mai mult decât toți ceilalți din lobby. Cu diamante cumperi comandanți și pass-uri.',
  'teamfight-tactics':
    'Jocul de strategie pe runde de la Riot: alege campioni, construiește-ți tabla și înfruntă șapte adversari. Cu RP cumperi Little Legends, arene și pass-uri.',
  'stumble-guys':
    'Un party game cu eliminare pentru până la 32 de jucători: aleargă, plonjează și împiedică-te pe trasee haotice cu obstacole. Cu nestemate cumperi skinuri, emote-uri și Stumble Pass.',
  'marvel-snap':
    'Un joc rapid de cărți de colecție cu eroi și răufăcători Marvel; un meci durează trei minute. Cu aur cumperi Season Pass și variante.',
  'sausage-man':
    'Un battle royale în stil desen animat, în care cârnații aterizează, pun mâna pe arme și petrec până la victorie. Cu bomboane cumperi ținute și Gala Pass.',
  'lords-mobile':
    'Un joc de strategie în timp real despre construirea unui regat, eroi și războaie între bresle. Diamantele grăbesc construcțiile și cumpără pachete de eroi.',
  'ragnarok-x':
    'Lumea clasică din Ragnarok Online, reconstruită ca MMORPG pentru mobil, cu clase, bresle și vânători de MVP. Cu diamante cumperi costume și cardul lunar.',
  'playstation-store':
    'Un cod PlayStation Store care adaugă fonduri într-un portofel PlayStation Network pentru jocuri, suplimente și PlayStation Plus.',
  'garena-shells':
    'Cu Garena Shells plătești obiecte din jocurile și serviciile Garena din Asia de Sud-Est și Taiwan. PIN-ul voucherului este trimis prin e-mail.',
  'ea-sports-fc-mobile':
    'Construiește-ți Ultimate Team din mii de jucători, cluburi și ligi licențiate și joacă unu la unu. Cu FC Points cumperi pachete și season pass-ul.',
  'top-eleven':
    'Condu-ți propriul club de fotbal: transferă jucători, stabilește tactica, antrenează lotul și joacă meciuri live împotriva altor manageri. Tokenurile grăbesc antrenamentele și transferurile.',
};
