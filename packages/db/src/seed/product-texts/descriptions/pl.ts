export const pl: Record<string, string> = {
  'mobile-legends':
    'MOBA 5v5 na telefon: wybierz bohatera, stwórz drużynę i przepychaj linie w dziesięciominutowych meczach. Diamenty odblokowują bohaterów, skórki i przepustkę bojową.',
  'free-fire':
    'Pięćdziesięciu graczy ląduje na odludnej wyspie i przez dziesięć minut walczy o to, by przetrwać jako ostatni. Za Diamenty kupisz postacie, zwierzaki i Elite Pass.',
  'pubg-mobile':
    'Oryginalne battle royale na telefon: stu graczy, jedna mapa, jeden zwycięzca. UC opłaca Royale Pass, stroje i wykończenia broni.',
  'genshin-impact':
    'Akcyjne RPG z otwartym światem, rozciągające się na siedem narodów Teyvatu. Genesis Crystals zamieniają się w Primogems na modlitwy i Battle Pass.',
  roblox:
    'Cyfrowy kod karty podarunkowej Roblox, wymienialny na Robux do wydania na przedmioty dla awatara i doświadczenia. Wysyłany e-mailem po dokonaniu płatności.',
  valorant:
    'Taktyczna strzelanka 5v5 oparta na postaciach, w której precyzyjne strzelanie łączy się z unikalnymi umiejętnościami agentów. Za Valorant Points kupisz skórki broni i agentów.',
  'honor-of-kings':
    'Najchętniej grana mobilna gra MOBA na świecie, z bohaterami wziętymi z legend. Za Tokeny kupisz bohaterów, skórki i Honor Pass.',
  'call-of-duty-mobile':
    'Klasyczne mapy wieloosobowe z Call of Duty i battle royale dla 100 graczy, stworzone z myślą o telefonach. Za CP kupisz przepustkę bojową, operatorów i schematy broni.',
  'honkai-star-rail':
    'Turowe RPG w klimacie kosmicznej fantasy na pokładzie Astral Express. Oneiric Shards zamieniają się w Stellar Jade na skoki i przepustkę „Nameless Honor”.',
  'steam-wallet':
    'Kod do Portfela Steam, który doładowuje konto Steam środkami na gry, DLC i przedmioty w grach. Kod przychodzi e-mailem po dokonaniu płatności.',
  'google-play':
    'Kod podarunkowy Google Play na aplikacje, gry, zakupy w aplikacjach, książki i filmy na Androidzie. Zrealizuj go w Sklepie Play.',
  'wild-rift':
    'League of Legends zbudowane od nowa z myślą o telefonach: szybkie mecze 5v5 ze sterowaniem dwoma gałkami. Za Wild Cores kupisz bohaterów, skórki i Wild Pass.',
  'brawl-stars':
    'Szybkie, trzyminutowe bitwy drużynowe z całą obsadą Zadymiarzy, z których każdy ma swój superatak. Za Klejnoty kupisz Brawl Pass, skórki i Zadymiarzy.',
  'clash-of-clans':
    'Zbuduj wioskę, wyszkol wojska i razem ze swoim klanem najeżdżaj bazy innych graczy. Klejnoty przyspieszają pracę budowniczych i kupują Złotą Przepustkę.',
  'clash-royale':
    'Pojedynki karciane w czasie rzeczywistym: wystawiaj wojska i czary, aby zburzyć wrogą Wieżę Króla. Za Klejnoty kupisz skrzynie, Pass Royale i emotki.',
  'zenless-zone-zero':
    'Stylowa gra akcji w klimacie miejskiej fantasy, osadzona w New Eridu, w której przebijasz się przez Hollows. Monochrome zamienia się w Polychrome na wyszukiwania sygnału.',
  'razer-gold':
    'PIN Razer Gold, który doładowuje portfel Razer Gold, akceptowany w tysiącach gier, a przy każdym zakupie daje Razer Silver.',
  efootball:
    'Darmowa piłka nożna z licencjonowanymi klubami i legendami: zbuduj Dream Team i graj mecze online. Za Monety pozyskasz zawodników i kupisz paczki.',
  'arena-breakout':
    'Bezkompromisowa strzelanka ekstrakcyjna: najeżdżaj, zbieraj łupy i wyjdź z życiem albo strać wszystko, co wniosłeś. Za Bonds kupisz ekwipunek, przepustkę bojową i przedmioty kosmetyczne.',
  'love-and-deepspace':
    'Romantyczna przygoda science fiction w 3D: poluj na Wanderers i poznaj mężczyzn z Linkon City. Za Diamenty kupisz Deepspace Wishes i Aurum Pass.',
  'delta-force':
    'Bitwy na wielką skalę i operacje ekstrakcyjne na lądzie, morzu i w powietrzu. Za Delta Coins kupisz skórki operatorów i przepustkę bojową.',
  'magic-chess-go-go':
    'Auto battler dla ośmiu graczy z bohaterami Mobile Legends: buduj synergie, rozstawiaj figury i przetrwaj dłużej niż reszta lobby. Za Diamenty kupisz dowódców i przepustki.',
  'teamfight-tactics':
    'Turowa gra strategiczna od Riot: dobieraj bohaterów, buduj planszę i walcz z siedmioma przeciwnikami. Za RP kupisz Małe Legendy, areny i przepustki.',
  'stumble-guys':
    'Imprezowa gra z eliminacjami dla maksymalnie 32 graczy: biegnij, skacz i potykaj się na chaotycznych torach przeszkód. Za Klejnoty kupisz skórki, emotki i Stumble Pass.',
  'marvel-snap':
    'Szybka kolekcjonerska gra karciana z bohaterami i złoczyńcami Marvela; mecz trwa trzy minuty. Za Złoto kupisz Season Pass i warianty.',
  'sausage-man':
    'Kreskówkowe battle royale, w którym kiełbaski lądują na wyspie, chwytają broń i imprezują aż do zwycięstwa. Za Cukierki kupisz stroje i Gala Pass.',
  'lords-mobile':
    'Strategia czasu rzeczywistego o budowie królestwa, bohaterach i wojnach gildii. Diamenty przyspieszają budowę i kupują pakiety bohaterów.',
  'ragnarok-x':
    'Klasyczny świat Ragnarok Online odtworzony jako mobilne MMORPG, z profesjami, gildiami i polowaniami na MVP. Za Diamenty kupisz kostiumy i kartę miesięczną.',
  'playstation-store': 'Kod PlayStation Store, który zasila portfel PlayStation Network środkami na gry, dodatki i PlayStation Plus.',
  'garena-shells':
    'Garena Shells służą do płacenia za przedmioty w grach i usługach Garena w Azji Południowo-Wschodniej i na Tajwanie. PIN vouchera wysyłany jest e-mailem.',
  'ea-sports-fc-mobile':
    'Zbuduj swój Ultimate Team z tysięcy licencjonowanych zawodników, klubów i lig i rywalizuj jeden na jednego. Za FC Points kupisz paczki i przepustkę sezonową.',
  'top-eleven':
    'Prowadź własny klub piłkarski: pozyskuj zawodników, ustalaj taktykę, trenuj drużynę i rozgrywaj mecze na żywo z innymi menedżerami. Tokeny przyspieszają treningi i transfery.',
};
