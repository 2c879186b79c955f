import { PageTitle } from '@speechdeck/core/web';

/** Hakkımızda, Türkçe. */
export function AboutUsTr() {
  return (
    <>
      <header className="sd-content__header">
        <PageTitle>Hakkımızda</PageTitle>
      </header>
      <p className="sd-content__lead">
        speechdeck, konuşma teknolojileri üzerinde çalışan ve bu teknolojinin kayıtları başkalarına
        vermeden kullanılabilmesini isteyen küçük bir mühendis ekibi tarafından geliştirilmektedir.
      </p>

      <h2>Neden geliştiriyoruz</h2>
      <p>
        Konuşma kişiseldir. Bir kayıt yalnızca ne söylendiğini değil, kimin, nasıl ve nerede söylediğini de
        taşır. Oysa konuşma hizmetlerinin çoğu kayıtlarınızı başkasının bulutuna göndermenizi ister. Haber
        merkezleri, çağrı merkezleri, klinikler, araştırmacılar ve kamu kurumları çoğu zaman bunu
        yapamaz; yapmak zorunda da olmamalıdır.
      </p>
      <p>
        Bu yüzden gündelik konuşma işlerini (döküm, konuşmacılar, anahtar kelimeler, özel adlar, çeviri,
        sentez) yapan ve tamamen işletenin denetimindeki bir sunucuda çalışan tek bir platform
        geliştiriyoruz. Açık kaynak motorlarla çevrimdışı çalışır, her kullanıcının verisini ayrı tutar ve
        daha yüksek doğruluk ya da daha fazla dil gerektiğinde işletenin daha büyük modeller bağlamasına
        olanak tanır.
      </p>

      <h2>Nasıl çalışıyoruz</h2>
      <ul>
        <li>Her hizmet, belgelenmiş bir API’ye sahip bir eklentidir; böylece yeni hizmetler geri kalanına dokunmadan eklenebilir.</li>
        <li>Gerçek kayıtlarla ve gerçek motorlarla test ederiz ve bir hizmetin neyi yapıp neyi yapamadığını açıkça söyleriz.</li>
        <li>Gizlilik bir seçenek değil, varsayılandır: izleme yok, verilerinizle model eğitimi yok ve gerçekten silen bir silme.</li>
      </ul>

      <h2>Bu kurulum</h2>
      <p>
        Kullandığınız speechdeck, onu işleten kuruluş tarafından çalıştırılır. Sunucuları Türkiye’dedir;
        verileriniz <a href="#/privacypolicy">Gizlilik Bildiriminde</a> açıklandığı gibi orada saklanır ve
        işlenir. Kullanımı <a href="#/eula">Son Kullanıcı Lisans Sözleşmesi</a> ve{' '}
        <a href="#/csae">Çocuk Güvenliği Standartları Beyanı</a> ile düzenlenir.
      </p>

      <h2>İletişim</h2>
      <p>
        İletişim bilgileri bu kurulumu işleten kuruluş tarafından belirlenir. Hesabınız, verileriniz veya bu
        sayfalarla ilgili sorularınız için lütfen işleten kuruluşun sağladığı iletişim kanalını kullanın.
      </p>
    </>
  );
}
